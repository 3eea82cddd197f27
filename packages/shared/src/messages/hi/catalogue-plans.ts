import type { PlanId } from '../../plans';
import type { PriceUnit } from '../../price-units';

// The plans' and price units' names as people read them (issue 32); ids stay as they are.

export const planTitles: Readonly<Record<PlanId, string>> = {
  basic: 'बेसिक',
  normal: 'नॉर्मल',
  premium: 'प्रीमियम',
};
export const planDuration = (freeMonths: number) => `${freeMonths} महीने की मुफ़्त सेवाएँ`;
export const listedInDirectory = 'Mandap की वेंडर डायरेक्टरी में लिस्टिंग';
export const noCommissionFor = (freeMonths: number) => `${freeMonths} महीने तक कोई कमीशन नहीं`;
export const thenFlatCommission = (percent: number) => `उसके बाद सिर्फ़ ${percent}% कमीशन`;

/** What follows a price: '₹1,50,000 per event', 'from ₹650 per plate (veg)'. */
export const priceUnitLabels: Readonly<Record<PriceUnit, string>> = {
  event: 'प्रति इवेंट',
  day: 'प्रति दिन',
  plate_veg: 'प्रति प्लेट (शाकाहारी)',
  plate_non_veg: 'प्रति प्लेट (मांसाहारी)',
  hour: 'प्रति घंटा',
  person: 'प्रति व्यक्ति',
};
