import { describe, expect, test } from 'vitest'
import { PRODUCT_KINDS, productKind, productKindAlt, productKindSvg } from './product-art'
import { SEED_PRODUCTS } from './products'

describe('product art', () => {
  test('every seeded product is drawn as its own kind of object', () => {
    const kinds = Object.fromEntries(
      SEED_PRODUCTS.map((p) => [p.slug, productKind(p.title, p.tags)]),
    )
    expect(kinds).toMatchObject({
      'waterproof-tubing-mascara': 'mascara',
      'overnight-recovery-lip-mask': 'lip-jar',
      'court-to-class-trainers': 'shoe',
      'pocket-bike-shorts-8in': 'shorts',
      'clip-on-ring-light-10in': 'ring-light',
      'noise-cancelling-earbuds': 'earbuds',
      'insulated-bottle-32oz': 'bottle',
      'athlete-memoir-collection': 'books',
      'sweatproof-mineral-spf-50': 'sunscreen',
    })
    expect(Object.values(kinds)).not.toContain(null)
  })

  test('an unknown object gets no drawing rather than a wrong one', () => {
    expect(productKind('Mystery Gift Card', ['gift'])).toBeNull()
    expect(productKind('Lip Balm Trio')).toBe('lip-jar')
    expect(productKind('Trail Runner', ['shoe'])).toBe('shoe')
  })

  test('each kind draws a distinct picture and describes it', () => {
    const colors = { color: '#c2567a', accent: '#f4b8a4' }
    const svgs = PRODUCT_KINDS.map((k) => productKindSvg(k, colors, 100))
    expect(new Set(svgs).size).toBe(PRODUCT_KINDS.length)
    expect(productKindAlt('mascara')).toBe('Illustration of a mascara tube beside its brush wand')
  })
})
