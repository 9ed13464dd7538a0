// A path whose percent-escapes do not decode ("%zz", a lone "%", bytes that are not UTF-8 such as
// a lone surrogate's %ED%A0%80) makes Next's route matcher throw while it decodes the dynamic
// segments, which it answers with a 500. The proxy refuses such paths first, with a 400.

export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
