export { ProductLots } from './ProductLots'
