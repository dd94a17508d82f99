/** The signed-in user of a request (resolved from the session cookie by resolveActor). */
export interface Actor {
  userId: string;
  email: string;
  /** Lazily reads user_roles (memoised per request). */
  isAdmin(): Promise<boolean>;
}
