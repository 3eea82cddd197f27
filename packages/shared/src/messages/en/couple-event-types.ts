// The kinds of event an enquiry is for (the storefront's form, the inbox), apart from the
// inbox's texts: the storefront's first view carries only these.

export const eventTypeLabels = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  reception: 'Reception',
  mehndi: 'Mehndi',
  haldi: 'Haldi',
  sangeet: 'Sangeet',
  birthday: 'Birthday',
  corporate: 'Corporate event',
  other: 'Other',
};
