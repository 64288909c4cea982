export interface DemoRequestFormProps {
  /** Prefills the notes field (the journey page's booking form uses "Free consultation"). */
  notesDefault?: string;
  heading?: string;
}
export function DemoRequestForm(_props: DemoRequestFormProps) {
  return <form>Demo request form</form>;
}
