/** A Material Icons glyph (font bundled with the app); decorative, so hidden from assistive technology. */
export function Icon({ name, size = '1.25em' }: { readonly name: string; readonly size?: string }) {
  return (
    <span className="material-icons" aria-hidden="true" style={{ fontSize: size, lineHeight: 1, verticalAlign: 'middle' }}>
      {name}
    </span>
  );
}
