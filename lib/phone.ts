// How a Costa Rica phone number is written on the pages, the kitchen ticket and the WhatsApp
// message. Its own module: the owner's board shows phones without loading the message's builder.

/** 88888888 -> "8888-8888", as Costa Ricans write a phone number. */
export function displayPhone(digits: string): string {
  return digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}
