// The vendor's Reviews screen (issue 31): every review of their services, and their replies.

const one = (n: number) => new Intl.PluralRules('hi').select(n) === 'one';

export const reviews = {
  title: 'समीक्षाएँ · Mandap',
  back: 'वेंडर पोर्टल',
  heading: 'समीक्षाएँ',
  intro:
    'आपकी सेवाओं की हर समीक्षा, सबसे नई पहले; जिनका जवाब देना बाकी है वे सबसे ऊपर। आपका जवाब सबको दिखता है और एक ही बार दिया जा सकता है।',
  loading: 'आपकी समीक्षाएँ लोड हो रही हैं...',
  loadFailed: 'हम आपकी समीक्षाएँ लोड नहीं कर सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  empty:
    'अभी कोई समीक्षा नहीं है। जोड़े आपके साथ अपने समारोह के बाद आपकी समीक्षा लिख सकते हैं; हर नई समीक्षा आपको यहाँ और ईमेल से भेजी जाती है।',
  waiting: (n: number) =>
    n === 0
      ? 'हर समीक्षा का जवाब दिया जा चुका है।'
      : `${n} ${one(n) ? 'समीक्षा आपके जवाब का इंतज़ार कर रही है' : 'समीक्षाएँ आपके जवाब का इंतज़ार कर रही हैं'}।`,
  listLabel: 'आपकी सेवाओं की समीक्षाएँ',
  waitingBadge: 'आपके जवाब का इंतज़ार',
  replyFormLabel: (author: string, title: string) => `${author} की समीक्षा "${title}" का जवाब दें`,
  replied: 'जवाब पोस्ट हो गया। जोड़े इसे समीक्षा के नीचे देखेंगे।',
  stars: (n: number) => `5 में से ${n} स्टार`,
  verified: (month: string) => `पुष्ट पूछताछ · ${month}`,
  event: (month: string) => `समारोह · ${month}`,
  reported: 'शिकायत की गई: हमारी टीम इसे देख रही है',
  photosLabel: (author: string) => `${author} की समीक्षा की तस्वीरें`,
  photoLabel: (n: number, of: number) => `${of} में से तस्वीर ${n} खोलें`,
  yourReply: 'आपका सार्वजनिक जवाब',
  replyLabel: 'आपका सार्वजनिक जवाब',
  replyHint: 'इसे समीक्षा के नीचे हर कोई पढ़ सकता है। आप एक ही बार जवाब दे सकते हैं।',
  send: 'जवाब भेजें',
  sending: 'भेजा जा रहा है...',
  replyFailed: 'आपका जवाब अभी नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  unreachable: 'Mandap से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
};
