import { z } from "zod";

export const loginBody = z.strictObject({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** GET /auth/check-auth: the dashboard's guard asks it before rendering a screen. */
export type CheckAuthResponse = { isAuthenticated: boolean };

/** What /users/profile and login answer with: never a password or hash. */
export type Profile = {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string;
  designation: string;
  department: string;
  employeeId: string;
  image: string | null;
  lastLogin: string | null;
};
