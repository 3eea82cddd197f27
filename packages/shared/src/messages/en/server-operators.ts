// server-operators: moved from the code that says them (issue 32).
export const pleaseRemoveTheUnusualCharacters = 'Please remove the unusual characters.';
