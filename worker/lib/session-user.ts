/** The signed-in staff member, re-read from the database on every request. */
export type SessionUser = {
  id: number;
  sessionId: string;
  name: string;
  username: string;
  designation: string;
};
