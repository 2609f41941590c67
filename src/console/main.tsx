import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './ConsoleApp'
import './console.css'

createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
)
