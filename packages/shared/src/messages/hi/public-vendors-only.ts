// What a signed-in couple sees on a vendor's page.

export const vendorsOnlyTitle = 'यह पेज वेंडरों के लिए है';
export const vendorsOnlyBody =
  'आप दूल्हा-दुल्हन के रूप में साइन इन हैं। वेंडर पोर्टल और उसके पेज उन वेंडरों के लिए हैं जो मंडप पर अपनी सेवाएँ देते हैं।';
export const goToMyAccount = 'मेरा अकाउंट खोलें';
export const signOutForVendor = 'साइन आउट करके वेंडर के रूप में साइन इन करें';
export const signingOut = 'साइन आउट हो रहा है...';
export const signOutFailed = 'आपको साइन आउट नहीं किया जा सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।';
