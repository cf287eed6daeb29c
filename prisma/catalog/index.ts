import { categories } from './categories.ts'
import { landingPages } from './landing.ts'
import { giftCollections, homeGroups, megaMenus, shopByNeed } from './navigation.ts'
import { products } from './products/index.ts'

export { categories, giftCollections, homeGroups, landingPages, megaMenus, products, shopByNeed }
export * from './types.ts'
