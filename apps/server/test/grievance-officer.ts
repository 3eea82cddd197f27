/**
 * Grievance-officer settings for tests that start a production configuration, which refuses to
 * start without them (issue 28, decision 0062).
 */
export const GRIEVANCE_OFFICER_SETTINGS = {
  GRIEVANCE_OFFICER_NAME: 'Test Grievance Officer',
  // Not the grievance officer's, but what every production test start also needs (decision 0073).
  INVOICES: 'specimen',
  GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
  GRIEVANCE_OFFICER_ADDRESS: 'Test address, 1 Test Road, Bengaluru 560001',
};
