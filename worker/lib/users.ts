import { users } from "../db/schema/index";

/** Columns safe to send: every user column except the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  employeeId: users.employeeId,
  department: users.department,
  designation: users.designation,
  phone: users.phone,
  image: users.image,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
