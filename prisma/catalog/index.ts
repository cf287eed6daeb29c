import { categories } from './categories.ts'
import { landingPages } from './landing.ts'
import { giftCollections, homeGroups, megaMenus, shopByNeed } from './navigation.ts'
import { productsA } from './products-a.ts'
import { productsB } from './products-b.ts'
import type { ProductData } from './types.ts'

export const products: ProductData[] = [...productsA, ...productsB]

export { categories, giftCollections, homeGroups, landingPages, megaMenus, shopByNeed }
export * from './types.ts'
