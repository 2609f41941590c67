import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Toaster } from 'sonner'

/** The site shell around every page (header, notices, footer). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl gap-4 px-4 py-3">
          <Link to="/">Research Reagents Supply</Link>
          <Link to="/products">Products</Link>
          <Link to="/about">About</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/cart">Cart</Link>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 p-4 text-sm text-slate-600">
        For laboratory research use only.
      </footer>
      <Toaster position="top-center" richColors closeButton />
    </div>
  )
}
