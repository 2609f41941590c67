export { AgeGate } from './AgeGate'
export {
  AGE_VERIFIED_KEY,
  UNDER_AGE_EXIT_URL,
  createAgeVerificationStore,
  type AgeVerificationStore,
} from './age-verification'
