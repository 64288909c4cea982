export interface NewsletterFormProps {
  title: string;
  description: string;
}
export function NewsletterForm({ title }: NewsletterFormProps) {
  return <form>{title}</form>;
}
