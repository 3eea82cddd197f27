// The console's commission disputes (decision 0075): disputed statement lines, for admins. The
// dispute reasons, the couple's answers and the month's words are commission.ts'.

export const title = 'कमीशन विवाद';
export const undecided = 'फ़ैसले का इंतज़ार';
export const decided = 'फ़ैसला हो चुका';
export const loading = 'विवाद लोड हो रहे हैं…';
export const emptyUndecided = 'कोई विवाद फ़ैसले के इंतज़ार में नहीं है।';
export const emptyDecided = 'अभी तक किसी विवाद पर फ़ैसला नहीं हुआ है।';
export const countUndecided = (n: number) => `${n} बाक़ी, सबसे पहले दर्ज हुआ सबसे ऊपर।`;
export const countDecided = (n: number) => `${n} पर फ़ैसला हो चुका, सबसे नया पहले।`;
export const accept = 'विवाद मंज़ूर करें';
export const reject = 'विवाद नामंज़ूर करें';
export const noteLabel = 'वेंडर के लिए नोट';
export const confirm = {
  accept: (enquiryId: number, outcome: string) =>
    `पूछताछ ${enquiryId} का विवाद मंज़ूर करें? ${outcome} वेंडर को आपके नोट के साथ बता दिया जाएगा।`,
  reject: (enquiryId: number) =>
    `पूछताछ ${enquiryId} का विवाद नामंज़ूर करें? लाइन जैसी है वैसी रहेगी। वेंडर को आपके नोट के साथ बता दिया जाएगा।`,
} as const;
export const done = {
  accept: 'विवाद मंज़ूर कर लिया गया। वेंडर को बता दिया गया है।',
  reject: 'विवाद नामंज़ूर कर दिया गया। वेंडर को बता दिया गया है।',
} as const;
/** What accepting does to the line: a new commission (formatted), or none when removed. */
export const acceptOutcome = (newCommission: string | null) =>
  newCommission === null
    ? 'लाइन स्टेटमेंट से हटा दी जाएगी।'
    : `लाइन का कमीशन ${newCommission} हो जाएगा।`;
export const formLabel = (label: string, enquiryId: number) => `${label}: पूछताछ ${enquiryId}`;
export const heading = (enquiryId: number, firmName: string, reason: string) =>
  `${firmName} की पूछताछ ${enquiryId}: ${reason}`;
export const vendor = 'वेंडर';
export const vendorLink = (name: string, id: number) => `${name} (वेंडर ${id})`;
export const statement = 'स्टेटमेंट';
export const statementValue = (month: string, id: number) => `${month} (स्टेटमेंट ${id})`;
export const couple = 'कपल';
export const eventDate = 'समारोह की तारीख़';
export const bookedOn = 'बुकिंग की तारीख़';
export const valueAsMarked = 'दर्ज की गई रक़म';
export const commission = (percent: string) => `कमीशन (${percent})`;
export const rightValue = 'वेंडर के हिसाब से सही रक़म';
export const rightValueText = (value: string, commission: string) =>
  `${value} (कमीशन ${commission})`;
export const coupleAnswer = 'जोड़े का जवाब';
export const disputed = 'विवाद दर्ज हुआ';
export const vendorNote = 'वेंडर का नोट';
export const decision = 'फ़ैसला';
export const accepted = 'मंज़ूर';
export const rejected = 'नामंज़ूर';
export const whichDisputes = 'कौन-से विवाद';
