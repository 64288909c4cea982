/**
 * The caller's address as Supabase's gateway reports it to a function: Cloudflare's
 * cf-connecting-ip (the client cannot set it), else the first x-forwarded-for hop. The
 * local backend's gateway sets x-forwarded-for from the socket the same way.
 */
export function clientAddress(req: Request): string {
  const cloudflare = req.headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare;
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
