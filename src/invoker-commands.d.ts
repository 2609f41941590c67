/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces repeat React's type parameter */
import 'react'

// HTML invoker commands (a button that opens or closes a dialog without script) and the
// dialog's light dismiss; React passes the attributes through as written, its types do not
// list them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
