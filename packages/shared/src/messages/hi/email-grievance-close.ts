// The last reply of a grievance, e-mailed to its sender when an operator closes it, in Hindi
// (issue 32).

export const grievanceClosed = (outcome: string) =>
  `आपकी शिकायत अब बंद कर दी गई है। नतीजा: ${outcome}`;
