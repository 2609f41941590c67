import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  children: ReactNode
  /** When this changes (the path), a shown error is cleared so the next page can render. */
  resetKey: string
  /** Called once the error page is shown. */
  onShown?: () => void
}

interface ErrorBoundaryState {
  error: Error | null
}

/** The route error boundary: "Unexpected Application Error!" with a way home (spec section 8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null })
    }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack)
    this.props.onShown?.()
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-4 text-slate-600">
          Something went wrong while showing this page. Please try again from the home page.
        </p>
        {/* A full page load, so whatever failed (a stale chunk, say) is fetched afresh. */}
        <a href="/" className="btn-primary mt-8">
          Return Home
        </a>
      </div>
    )
  }
}
