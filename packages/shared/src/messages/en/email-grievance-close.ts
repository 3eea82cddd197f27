// The last reply of a grievance, e-mailed to its sender when an operator closes it (decision
// 0064), in the grievance's language (issue 32); the outcome's words are admin-grievances'.

export const grievanceClosed = (outcome: string) =>
  `Your grievance is now closed. Outcome: ${outcome}`;
