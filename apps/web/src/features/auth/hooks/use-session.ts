export interface Session {
  /** True when a user or vendor is signed in (spec 2.15: 'My Account' shows only then). */
  signedIn: boolean;
}

const SIGNED_OUT: Session = { signedIn: false };

/**
 * The current session. Accounts arrive with the next issue (R5: a server-side session read
 * from the API); until then everyone is signed out.
 */
export function useSession(): Session {
  return SIGNED_OUT;
}
