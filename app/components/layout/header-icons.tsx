export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#16161d" />
      <path
        d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="23" cy="23" r="3" fill="#ff6b3d" />
    </svg>
  )
}

/** A 24-unit line icon drawn in the text colour. */
function LineIcon({ strokeWidth, children }: { strokeWidth: string; children: React.ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export function MenuIcon() {
  return (
    <LineIcon strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  )
}

export function CartIcon() {
  return (
    <LineIcon strokeWidth="1.8">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.2" />
      <circle cx="17" cy="20.5" r="1.2" />
    </LineIcon>
  )
}
