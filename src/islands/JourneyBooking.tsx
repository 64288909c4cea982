export interface JourneyBookingProps {
  title: string;
  description: string;
  /** What the consultation covers, shown as a short list on the card. */
  points: string[];
}
export function JourneyBooking({ title }: JourneyBookingProps) {
  return <div>{title}</div>;
}
