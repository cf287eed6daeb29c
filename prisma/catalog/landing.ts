import type { LandingContentData } from './types'

/** Editorial content for /product-category/visiting-cards and /dtf-transfers. */
export const landingPages: LandingContentData[] = [
  {
    slug: 'visiting-cards',
    title: 'Visiting Cards',
    headline: 'Visiting cards that get kept, not thrown away',
    intro:
      'A visiting card is often the only thing a client takes home from a meeting, so it should feel as solid as your work. Design yours online or upload your own artwork, pick a paper and finish, and get 100 standard cards from Rs 299 with GST included. Standard cards can be made with 24h express production when you need them for a meeting tomorrow, and orders over Rs 250 ship free.',
    sections: [
      {
        heading: 'Paper stocks and finishes',
        body: 'Our standard cards are printed on thick art card that does not bend in a wallet. Matte lamination gives a soft, glare-free surface that suits text-heavy and minimal designs. Gloss lamination makes photos and bright brand colours look richer. Velvet (soft-touch) lamination has a smooth, premium feel that people notice when they take the card from you. If you want to write on your cards, such as appointment times or a handwritten note, choose an unlaminated stock, because pens smudge on laminated surfaces. The options for each card are listed on its product page.',
      },
      {
        heading: 'Sizes: standard and square',
        body: 'The standard Indian visiting card is 3.5 x 2 in (89 x 51 mm). It fits every wallet, card holder and visiting-card box, which makes it the safe choice for most businesses. Square cards (2.5 x 2.5 in, 64 x 64 mm) stand out in a stack and suit logo-led brands, cafes, studios and creators. Both sizes can be printed on one side or both sides. Put your contact details on the front and your logo, a QR code or your services on the back.',
      },
      {
        heading: 'Design tips for a clean print',
        body: 'Bleed: extend background colours and images 3 mm past the trim on every side. For a standard card that makes the artwork 95 x 57 mm, so no white edge shows after cutting. Safe area: keep names, numbers and logos at least 3 mm inside the trim line. Resolution: images should be 300 DPI at printed size, which is 1050 x 600 pixels for a 3.5 x 2 in card, or 1122 x 673 pixels with bleed. Colour: we print in CMYK, so set your file to CMYK, and expect very bright RGB blues, greens and oranges to print a little softer than on screen. Set small text in plain 100% black and use at least 7 pt, or at least 8 pt for thin fonts. Export a PDF with fonts embedded or outlined.',
      },
      {
        heading: 'Turnaround and 24h express',
        body: 'Standard visiting cards are eligible for 24h express production. Once your artwork is approved, they are printed and dispatched within 24 hours. Other cards and special finishes take a few working days, and the product page shows the production time for your choice. Delivery time after dispatch depends on your PIN code. Orders over Rs 250 ship free, so even a single pack of 100 standard cards qualifies.',
      },
      {
        heading: 'Ordering for a whole team',
        body: 'Each name is its own design. Start with one card, then duplicate it for each colleague and change only the name, title, phone number and email. Add each version to the cart with the quantity that person needs. Everyone gets cards in the same layout, paper and finish. If you have a large team or a brand guide we need to follow, our design services team can set up the cards for you.',
      },
    ],
    faqs: [
      {
        question: 'What is the minimum order for visiting cards?',
        answer:
          'Visiting cards come in packs starting at 100 cards per design. Larger packs of 250, 500 and 1000 cost less per card, so a bigger pack is worth it if your details will not change soon.',
      },
      {
        question: 'Can I print on both sides?',
        answer:
          'Yes. Choose double-sided printing on the product page and design the back in the same editor. A common layout is contact details on the front and the logo, a QR code or a list of services on the back.',
      },
      {
        question: 'Which file should I upload if I already have a design?',
        answer:
          'A PDF at the exact card size plus 3 mm bleed on every side, in CMYK with fonts embedded, gives the best result. High-resolution PNG or JPG files at 300 DPI also work. If your file is at the wrong size or has no bleed, our design team can help you fix it before printing.',
      },
      {
        question: 'Why do my colours look different from my screen?',
        answer:
          'Screens mix light (RGB) and printers mix ink (CMYK), and some very bright screen colours cannot be reproduced in ink. Designing in CMYK from the start and avoiding neon shades gives the closest match. For an exact brand colour, send us its CMYK values.',
      },
      {
        question: 'How fast can I get my cards?',
        answer:
          'Standard visiting cards can be made with 24h express production, so they are printed and dispatched within 24 hours of artwork approval. Delivery after dispatch depends on your location. Other cards show their production time on the product page.',
      },
      {
        question: 'Do I pay for shipping?',
        answer:
          'Shipping is free on orders over Rs 250, which covers every visiting card pack. All prices include GST.',
      },
    ],
    priceTable: [
      {
        label: '100 standard cards',
        pricePaise: 29900,
        note: '3.5 x 2 in, matte finish; a good first pack',
      },
      { label: '250 standard cards', pricePaise: 54900, note: 'About Rs 2.20 per card' },
      { label: '500 standard cards', pricePaise: 84900, note: 'About Rs 1.70 per card' },
      {
        label: '1000 standard cards',
        pricePaise: 139900,
        note: 'About Rs 1.40 per card; best for teams',
      },
      { label: '100 square cards', pricePaise: 39900, note: '2.5 x 2.5 in, matte finish' },
    ],
    products: [
      'standard-visiting-cards',
      'square-visiting-cards',
      'social-media-handle-cards',
      'loyalty-cards',
      'medical-appointment-cards',
      'note-card-maker',
      'letterhead-maker',
      'id-card-maker',
    ],
  },
  {
    slug: 'dtf-transfers',
    title: 'DTF Transfers',
    headline: 'Full-colour DTF heat transfers, ready to press',
    intro:
      'DTF (direct-to-film) transfers let you put full-colour logos and artwork on T-shirts, hoodies, caps, tote bags and uniforms with a heat press, without screens, weeding or minimum runs. Send us your designs and we print them on film with the adhesive already applied. You press them onto your garments in seconds. This works for a single custom T-shirt, a college fest batch or the monthly drop of a clothing brand.',
    sections: [
      {
        heading: 'What DTF is',
        body: 'Your artwork is printed in full colour with a layer of white ink behind it onto a clear PET film. A hot-melt adhesive powder is then applied and cured on the back of the print. When you press the film onto fabric, the adhesive bonds the ink to the fibres. The result is bright and slightly stretchy, and it works on dark and light garments alike. Gradients, fine detail and photos print well, and unlike screen printing there is no extra cost per colour.',
      },
      {
        heading: 'How to apply a transfer',
        body: '1. Pre-press the garment for 3 to 5 seconds to remove moisture and creases. 2. Place the transfer print-side down, so you are looking at the film, in position on the garment. 3. Press at 150 to 160 °C for 10 to 15 seconds with medium to firm pressure. 4. Peel the film in one smooth, low-angle pull. Hot-peel film can be peeled straight away, but cold-peel film must cool completely first, so follow the instructions that come with your order. 5. For a softer, more durable finish, cover the print with baking paper or a Teflon sheet and press again for 5 to 10 seconds. A heat press gives the most reliable results. A household iron rarely reaches even pressure and temperature across the whole design, so use one only for small designs and check the edges carefully.',
      },
      {
        heading: 'Which fabrics work',
        body: 'DTF works on 100% cotton, polyester, poly-cotton blends, lycra blends, fleece, denim and canvas, which covers T-shirts, hoodies, jackets, uniforms, tote bags and caps. For nylon and other heat-sensitive synthetics, and for dyed polyester sportswear where dye can bleed into the white ink, press at a lower temperature of around 130 °C for longer and test on a spare piece first. Coated waterproof fabrics, silicone-finished sportswear and very rough or fluffy surfaces such as towels do not hold transfers well.',
      },
      {
        heading: 'Wash care',
        body: 'Wait 24 hours after pressing before the first wash. Turn the garment inside out and wash it in cold or lukewarm water (up to 40 °C) with a mild detergent. Do not use bleach or fabric softener. Line dry or tumble dry on low heat. Never iron directly on the print: iron the garment inside out, or put a cloth over the print. Do not dry clean.',
      },
      {
        heading: 'Gang sheets and artwork',
        body: 'A gang sheet is one large film, 22 x 39 in (56 x 100 cm), that you fill with as many designs as fit: different logos, sizes and colours together. You pay for the sheet, not for each design. Send each design at its actual print size, at 300 DPI, as a PNG with a transparent background or as a PDF. Leave at least 5 mm between designs so they are easy to cut apart. Avoid semi-transparent effects such as soft shadows and glows, because the white layer underneath prints them as solid. Keep lines at least 1 mm thick so fine details do not lift after washing. Common sizes are a left-chest logo of 3 to 4 in, a full front of up to 11 x 14 in, and a cap front of about 4 x 2 in.',
      },
    ],
    faqs: [
      {
        question: 'Is there a minimum order?',
        answer:
          'No. You can order a single A4 sheet. Larger sheets cost less per square inch, and for 100 or more copies of the same logo, the per-logo price works out cheapest.',
      },
      {
        question: 'Do I need a heat press?',
        answer:
          'A heat press is strongly recommended because DTF needs an even 150 to 160 °C and firm pressure for 10 to 15 seconds. A household iron can manage a small design with care, but large prints often lift at the edges.',
      },
      {
        question: 'Can I use DTF on caps?',
        answer:
          'Yes. Use a cap press, or a flat press with a cap pillow, and keep the design to about 4 x 2 in so it sits flat on the front panel. If you would rather skip the pressing, order our custom caps printed and ready to wear.',
      },
      {
        question: 'How long do unused transfers keep?',
        answer:
          'Stored flat in a cool, dry place, away from direct sunlight and humidity, transfers stay usable for months. Keep them in the sleeve or box they came in.',
      },
      {
        question: 'How is DTF different from screen printing and vinyl?',
        answer:
          'Screen printing needs a screen for every colour, so it only pays off on large runs of simple designs. Vinyl has to be cut and weeded, and each colour is a separate layer. DTF prints any number of colours and fine detail in one transfer, from one piece upwards.',
      },
      {
        question: 'How do I order?',
        answer:
          'Send your print-ready files through our PDF print service, or use the Get Quote form on the contact page for gang sheets and bulk logo orders. Our design team can help if a file needs fixing before it goes to print. All prices include GST, and orders over Rs 250 ship free.',
      },
    ],
    priceTable: [
      {
        label: 'A4 sheet (210 x 297 mm)',
        pricePaise: 14900,
        note: 'Fill it with as many designs as fit',
      },
      {
        label: 'A3 sheet (297 x 420 mm)',
        pricePaise: 24900,
        note: 'Fits one full-front T-shirt print',
      },
      {
        label: 'Gang sheet, 22 x 39 in (56 x 100 cm)',
        pricePaise: 59900,
        note: 'Best value per square inch for mixed designs',
      },
      {
        label: 'Left-chest logo up to 3.5 x 3.5 in, 100 pieces',
        pricePaise: 129900,
        note: 'About Rs 13 per logo; one design',
      },
    ],
    products: [
      'custom-caps',
      'ink-transfer-stickers',
      'care-instruction-tags',
      'hang-tag-maker',
      'branded-packaging-paper',
      'pdf-print-service',
    ],
  },
]
