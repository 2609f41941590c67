import { NavLink, Outlet } from 'react-router'
import { useConsoleSession } from './session'
import { secondaryButtonClass } from './ui'

const LINKS = [
  { to: '/', label: 'Orders', end: true },
  { to: '/lots', label: 'Lots', end: false },
  { to: '/messages', label: 'Messages', end: false },
  { to: '/outbox', label: 'Outbox', end: false },
]

/** The console's frame: skip link, navigation, who is signed in, and the page. */
export function ConsoleLayout() {
  const { email, signOut } = useConsoleSession()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">Order console</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-1">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${isActive ? 'bg-slate-900 text-white' : 'text-blue-800 hover:bg-slate-100'}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="text-sm text-slate-700">{email}</span>
            <button type="button" className={secondaryButtonClass} onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </>
  )
}
