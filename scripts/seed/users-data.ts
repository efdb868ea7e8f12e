import type { messages, users } from "../../worker/db/schema/index";
import { ago } from "./dates";
import type { MasterName } from "./images";
import type { MediaPlan } from "./media";
import { e164 } from "./phones";

type UserSpec = Omit<typeof users.$inferInsert, "passwordHash" | "image"> & { face: MasterName };

/** One account per role (docs/product.md §6): the designation is what decides the sidebar. */
export const USERS: UserSpec[] = [
  {
    name: "Tanvir Ahmed Chowdhury", username: "superadmin", email: "tanvir.chowdhury@uday-properties.com", employeeId: "UDAY-1001",
    department: "Management", designation: "Super-Admin", phone: "01711234501", face: "face-superadmin",
  },
  {
    name: "Nusrat Jahan", username: "admin", email: "nusrat.jahan@uday-properties.com", employeeId: "UDAY-1024",
    department: "Information Technology", designation: "Admin", phone: "01819234502", face: "face-admin",
  },
  {
    name: "Sadia Rahman", username: "manager", email: "sadia.rahman@uday-properties.com", employeeId: "UDAY-1057",
    department: "Sales & Marketing", designation: "Manager", phone: "01552234503", face: "face-manager",
  },
];

const MESSAGES: [name: string, email: string, number: string, message: string, days: number, hours: number][] = [
  ["Rafiqul Islam", "rafiq.islam@gmail.com", "01712345678", "I own a 5 katha plot in Mirpur 11 on a 25 ft road. Are you interested in a joint venture? Please call me after 5 pm.", 0, 3],
  ["Shirin Akter", "shirin.akter@yahoo.com", "01898765432", "What is the current price per sft at UDAY Nilachol, and is there any 3-bed unit left on the upper floors?", 1, 7],
  ["Mahmudul Hasan", "mahmud.hasan@outlook.com", "01556677889", "Can I visit UDAY Chandrima this Friday? I would like to see the flat with two car parks.", 4, 1],
  ["Farhana Yasmin", "farhana.y@gmail.com", "01911223344", "Please send me the brochure and the instalment schedule for UDAY Meghna.", 9, 5],
  ["Abdul Karim", "akarim.bd@gmail.com", "01677889900", "Do you offer bank loan assistance for land share buyers?", 23, 2],
  ["Tanvir Ahmed", "tanvir.ahmed@outlook.com", "+44 20 7946 0958", "I live in London and want to buy a 3-bed flat in Dhaka for my parents. Can we do the paperwork remotely?", 30, 4],
  ["Nasrin Sultana", "nasrin.sultana@gmail.com", "01312456789", "My family bought a flat at UDAY Bokul. The lift service contact number is not working, whom should we call?", 41, 6],
];

/** Users without their password hashes, which seed.ts computes alongside the image rendering. */
export function userRows(m: MediaPlan, now: Date): (typeof users.$inferInsert)[] {
  return USERS.map(({ face, ...u }, i) => ({
    ...u,
    phone: e164(u.phone),
    image: m.img("images", face),
    passwordHash: "",
    createdAt: ago(now, 500 - i * 100),
    updatedAt: ago(now, 30 - i * 5),
  }));
}

export function messageRows(now: Date): (typeof messages.$inferInsert)[] {
  return MESSAGES.map(([name, email, number, message, days, hours]) => ({ name, email, number: e164(number), message, createdAt: ago(now, days, hours) }));
}
