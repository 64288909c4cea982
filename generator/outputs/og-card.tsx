/**
 * The Open Graph card's layout (1200 x 630), as satori reads it: flexbox only, inline styles, Inter.
 * Same look as templates/static/og-image.png: the logo mark, the page family above the page title,
 * on the brand's light-blue gradient.
 */

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** `brand`: the name beside the logo mark, the site's own. */
export function OgCard({ title, family, brand }: { title: string; family: string; brand: string }) {
  const size = title.length > 48 ? 64 : 76;
  return (
    <div
      style={{
        width: OG_SIZE.width,
        height: OG_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        gap: 120,
        padding: '88px 96px',
        backgroundImage: 'linear-gradient(135deg, #ffffff 0%, #eff6ff 55%, #dbeafe 100%)',
        fontFamily: 'Inter',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ width: 72, height: 72, borderRadius: 18, background: '#1d4ed8', color: '#ffffff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 44, fontWeight: 700 }}>
          V
        </div>
        <div style={{ fontSize: 44, fontWeight: 700 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 28, fontWeight: 700, color: '#1d4ed8', textTransform: 'uppercase', letterSpacing: 2 }}>{family}</div>
        <div style={{ display: 'flex', maxWidth: 960, fontSize: size, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
      </div>
    </div>
  );
}
