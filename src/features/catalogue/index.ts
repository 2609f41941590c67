export { ProductCard } from './ProductCard'
export { RegionUnavailable } from './RegionUnavailable'
