// The government-ID check of chosen photos and videos, as the browser shows it (R7).

/** 'Checking stage.jpg (2 of 3)...' */
export const checkingFile = (name: string, nth: number, total: number) =>
  `Checking ${name} (${nth} of ${total})...`;
/** 'Preparing the ID check: 1.2 of 2.4 MB' */
export const preparingDownload = (loaded: string, total: string) =>
  `Preparing the ID check: ${loaded} of ${total} MB`;
export const preparingIdCheck = 'Preparing the ID check';
