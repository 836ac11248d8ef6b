/** The logged-in customer, as the session carries it. */
export interface CustomerModel {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp: string | null;
}
