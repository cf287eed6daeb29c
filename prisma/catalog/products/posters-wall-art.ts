import type { ProductData } from '../types.ts'
import {
  frameNoneBlack,
  frameNoneBlackWhite,
  paper250GsmMatte300GsmFineArt,
  posterSizesA4A3A2,
  aSize,
} from './presets.ts'

export const postersWallArt: ProductData[] = [
  {
    slug: 'pet-portrait',
    name: 'Custom Pet Portrait',
    shortDescription:
      'A hand-drawn digital portrait of your dog or cat, illustrated from your photo and printed as wall art.',
    description:
      "Send us a clear photo of your pet and our illustrators draw a custom portrait in the style you choose, with your pet's name underneath. You approve a preview before anything is printed.\n\n" +
      'Printed on 250 GSM textured matte art paper that shows off fine detail. Order it unframed or in a ready-to-hang black or teak-finish frame.\n\n' +
      'A lovely gift for pet parents, birthdays and remembrance. Illustration and print take about 4 working days.',
    category: 'posters-wall-art',
    unit: ['portrait', 'portraits'],
    quantityTiers: [
      { quantity: 1, pricePaise: 79900 },
      { quantity: 2, pricePaise: 149900 },
      { quantity: 3, pricePaise: 209900 },
    ],
    options: [
      {
        key: 'style',
        label: 'Illustration style',
        values: [
          { key: 'minimal', label: 'Minimal line art', default: true },
          { key: 'watercolour', label: 'Watercolour', priceDeltaBp: 2500 },
          { key: 'cartoon', label: 'Cartoon', priceDeltaBp: 1500 },
        ],
      },
      {
        key: 'size',
        label: 'Size',
        values: [aSize('a4', { default: true }), aSize('a3', { priceDeltaBp: 4000 })],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed print', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 6000 },
          { key: 'teak', label: 'Teak-finish frame', priceDeltaBp: 7000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 210, trimHeightMm: 297, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 4,
    highlights: [
      'Illustrated by hand from your photo',
      'Preview before printing',
      '250 GSM textured art paper',
      'Framed options, ready to hang',
    ],
    art: { kind: 'poster', palette: ['#F6EFE6', '#3D2C23', '#D9A066'], sample: 'Bruno' },
    templateKind: 'poster',
    keywords: ['pet portrait', 'dog portrait', 'cat portrait', 'pet gift'],
  },
  {
    slug: 'magazine-cover',
    name: 'Personalised Magazine Cover Poster',
    shortDescription:
      'Put your photo on a glossy magazine-style cover with custom headlines, a fun poster gift for birthdays and farewells.',
    description:
      'A poster designed like the cover of a glossy magazine, starring your photo with a masthead, cover lines and a date of your choice. Celebrate a birthday, a promotion, a retirement or a wedding anniversary.\n\n' +
      'Printed on 250 GSM satin photo paper for rich colour, or on matte art paper for a softer look. Add a black frame to gift it ready to hang.\n\n' +
      'A hit at surprise parties, office farewells and milestone birthdays. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 2, pricePaise: 69900 },
      { quantity: 5, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a4', { priceDeltaBp: -2500 }),
          aSize('a3', { default: true }),
          aSize('a2', { priceDeltaBp: 8000 }),
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'satin', label: '250 GSM satin photo paper', default: true },
          { key: 'matte', label: '250 GSM matte art paper' },
        ],
      },
      frameNoneBlack,
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo on a magazine cover',
      'Custom headlines and date',
      'Satin photo paper',
      'A4, A3 and A2',
    ],
    art: { kind: 'poster', palette: ['#FFFFFF', '#111111', '#E63946'], sample: 'Neha at 30' },
    templateKind: 'magazine-cover',
    keywords: ['magazine cover poster', 'fake magazine cover', 'birthday poster'],
  },
  {
    slug: 'moodboard-maker',
    name: 'Moodboard Posters',
    shortDescription:
      'Print your moodboard or photo collage as a crisp poster, for studios, bedrooms, vision boards and client pitches.',
    description:
      'Arrange photos, colour swatches, quotes and textures into a collage and we print it as a poster. Use it as a vision board for the year, a wedding planning board or a brief for a design client.\n\n' +
      'Printed on 200 GSM matte poster paper, or satin photo paper for richer colours. Mount it on 5 mm foam board to pin straight onto a studio wall.\n\n' +
      'Popular with interior designers, fashion students, content creators and anyone planning a big year. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 34900 },
      { quantity: 3, pricePaise: 89900 },
      { quantity: 5, pricePaise: 134900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a4', { priceDeltaBp: -3000 }),
          aSize('a3', { default: true }),
          aSize('a2', { priceDeltaBp: 8000 }),
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '200 GSM matte poster paper', default: true },
          { key: 'satin', label: '250 GSM satin photo paper', priceDeltaBp: 2500 },
        ],
      },
      {
        key: 'mounting',
        label: 'Mounting',
        values: [
          { key: 'none', label: 'Print only', default: true },
          { key: 'foam-board', label: 'Mounted on 5 mm foam board', priceDeltaBp: 6000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'A4, A3 and A2 posters',
      'Matte or satin paper',
      'Foam board mounting',
      'Great as a vision board',
    ],
    art: { kind: 'poster', palette: ['#F2EDE4', '#2F3E46', '#CB997E'], sample: 'Vision 2025' },
    templateKind: 'moodboard',
    keywords: ['moodboard', 'vision board', 'collage poster', 'photo collage'],
  },
  {
    slug: 'star-map',
    name: 'Custom Star Map Poster',
    shortDescription:
      'The night sky exactly as it was on your special date and place, printed as an elegant keepsake poster.',
    description:
      'Pick a date, time and city, and we plot the real constellations as they appeared in the sky that night: the day you met, got married or welcomed your baby. Add names, a line of text and the coordinates.\n\n' +
      'Printed on 250 GSM matte art paper, or textured fine-art paper for a gallery feel. Order it unframed or in a black or teak-finish frame ready to hang.\n\n' +
      "A thoughtful gift for anniversaries, weddings, Valentine's Day and new parents. Printed within 2 working days.",
    category: 'posters-wall-art',
    hot: true,
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 69900 },
      { quantity: 2, pricePaise: 129900 },
      { quantity: 3, pricePaise: 179900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a4', { priceDeltaBp: -2500 }),
          aSize('a3', { default: true }),
          aSize('a2', { priceDeltaBp: 6000 }),
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '250 GSM matte art paper', default: true },
          { key: 'fine-art', label: '310 GSM textured fine-art paper', priceDeltaBp: 4000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 7000 },
          { key: 'teak', label: 'Teak-finish frame', priceDeltaBp: 8000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 12, sides: 1 },
    productionDays: 2,
    highlights: [
      'Real sky for your date and city',
      'Names, message and coordinates',
      'Matte or fine-art paper',
      'Framed, ready to hang',
    ],
    art: {
      kind: 'poster',
      palette: ['#0E1A2B', '#F4EBD9', '#D4AF37'],
      sample: 'Where it all began',
    },
    templateKind: 'star-map',
    keywords: ['star map', 'night sky poster', 'constellation map', 'anniversary gift'],
  },
  {
    slug: 'heart-star-map',
    name: 'Heart Star Map Poster',
    shortDescription:
      'Your special night sky framed inside a heart shape, a romantic keepsake for anniversaries and weddings.',
    description:
      'The real constellations over your city on the date you choose, drawn inside a heart instead of a circle. Add your names, a short message and the date below.\n\n' +
      'Printed on 250 GSM matte art paper with deep navy, blush or classic black backgrounds. Add a frame to gift it ready to hang.\n\n' +
      "Made for anniversaries, engagement gifts, Valentine's Day and Karva Chauth surprises. Printed within 2 working days.",
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 74900 },
      { quantity: 2, pricePaise: 139900 },
      { quantity: 3, pricePaise: 194900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [aSize('a4', { priceDeltaBp: -2500 }), aSize('a3', { default: true })],
      },
      {
        key: 'colour',
        label: 'Colour theme',
        values: [
          { key: 'navy', label: 'Midnight navy', default: true },
          { key: 'blush', label: 'Blush pink' },
          { key: 'black', label: 'Classic black' },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black frame', priceDeltaBp: 7000 },
          { key: 'white', label: 'White frame', priceDeltaBp: 7000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 12, sides: 1 },
    productionDays: 2,
    highlights: [
      'Heart-shaped star map',
      'Your names, date and message',
      'Three colour themes',
      'Framed options',
    ],
    art: { kind: 'poster', palette: ['#1B1F3B', '#FBEAEC', '#E8A0B4'], sample: 'Arjun & Sana' },
    templateKind: 'heart-star-map',
    keywords: ['heart star map', 'romantic gift', 'night sky poster', 'anniversary poster'],
  },
  {
    slug: 'newspaper-poster',
    name: 'Personalised Newspaper Poster',
    shortDescription:
      'A front page in vintage newspaper style with your own headline, story and photos, printed as a fun poster.',
    description:
      'Make the front page news: a poster in classic newspaper layout with your headline, photos and stories about the birthday person, the couple or the retiring boss.\n\n' +
      'Printed on 200 GSM matte paper with an off-white newsprint tone, or on satin paper for sharper photos. Add a frame for gifting.\n\n' +
      'A favourite for 50th birthdays, anniversaries, farewells and wedding welcome boards. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 44900 },
      { quantity: 2, pricePaise: 79900 },
      { quantity: 5, pricePaise: 179900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [aSize('a3', { default: true }), aSize('a2', { priceDeltaBp: 7000 })],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'newsprint-tone', label: '200 GSM matte, newsprint tone', default: true },
          { key: 'satin', label: '250 GSM satin photo paper', priceDeltaBp: 2500 },
        ],
      },
      frameNoneBlack,
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Vintage front-page layout',
      'Your headlines, stories and photos',
      'A3 or A2',
      'Framed option',
    ],
    art: { kind: 'poster', palette: ['#F1ECE1', '#1A1A1A', '#9E2A2B'], sample: 'The Daily Gupta' },
    templateKind: 'newspaper',
    keywords: ['newspaper poster', 'birthday newspaper', 'custom newspaper'],
  },
  {
    slug: 'seamless-pattern-maker',
    name: 'Custom Pattern Art Prints',
    shortDescription:
      'Your repeating pattern, from block-print motifs to doodles, printed edge to edge as a poster or art print.',
    description:
      'Design a seamless repeating pattern from your own motif, initials or an Indian block-print inspired tile, and we print it edge to edge with no visible seams.\n\n' +
      'Printed on 200 GSM matte art paper, or 310 GSM textured fine-art paper where the pattern needs to feel like fabric. Large sizes work as wall panels and photo backdrops.\n\n' +
      'Used for nursery walls, café feature walls, product-photography backdrops and gifting. Printed within 2 working days.',
    category: 'posters-wall-art',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 3, pricePaise: 99900 },
      { quantity: 5, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          aSize('a3', { default: true }),
          aSize('a2', { priceDeltaBp: 6000 }),
          {
            key: '20x30',
            label: '20 x 30 in (508 x 762 mm)',
            trimWidthMm: 508,
            trimHeightMm: 762,
            priceDeltaBp: 12000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'matte', label: '200 GSM matte art paper', default: true },
          { key: 'fine-art', label: '310 GSM textured fine-art paper', priceDeltaBp: 4000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 5, sides: 1 },
    productionDays: 2,
    highlights: [
      'Seamless edge-to-edge repeat',
      'A3 up to 20 x 30 in',
      'Matte or fine-art paper',
      'Works as a photo backdrop',
    ],
    art: { kind: 'poster', palette: ['#F4E9DC', '#1D3557', '#E07A5F'], sample: 'Jaipur Block' },
    templateKind: 'seamless-pattern',
    keywords: ['pattern print', 'repeat pattern', 'block print poster', 'wall art'],
  },
  {
    slug: 'lyrics-print',
    name: 'Song Lyrics Poster',
    shortDescription:
      'Your song, your words: a personalised lyrics poster with names and a date, printed on fine art paper.',
    description:
      'A minimal typographic poster with the lyrics of a song that means something to you, such as your first dance, your wedding entry song or a lullaby, with names and a date underneath.\n\nPrinted on 250 GSM matte art paper as standard, or on 300 GSM textured fine art paper for a gallery finish. Order it unframed or ready to hang in a black or white wooden frame with an acrylic front.\n\nA favourite anniversary, engagement and Valentine gift, and a lovely keepsake for new parents. Please only send lyrics for personal, non-commercial use.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 54900 },
      { quantity: 2, pricePaise: 99900 },
      { quantity: 4, pricePaise: 179900 },
    ],
    options: [posterSizesA4A3A2, paper250GsmMatte300GsmFineArt, frameNoneBlackWhite],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Personalised with names and date',
      'A4, A3 or A2',
      'Fine art paper option',
      'Framed, ready to hang',
    ],
    art: { kind: 'poster', palette: ['#F6F1EB', '#1E1E24', '#B5838D'], sample: 'Tum Hi Ho' },
    templateKind: 'lyrics-print',
    keywords: ['lyrics poster', 'song poster', 'anniversary gift', 'wall art'],
  },
  {
    slug: 'text-overlay-photo',
    name: 'Photo Poster with Text',
    shortDescription:
      'Your favourite photo printed as a poster with names, a date or a quote set over the image.',
    description:
      'Turn a photo into wall art: we print it large with your own text laid over the image, such as names and a wedding date, a quote, a place and coordinates, or a birthday message. Pick light or dark type and we balance it against the photo.\n\nPrinted on 260 GSM lustre photo paper for rich colour with low glare, or on 300 GSM matte fine art paper. Sizes run from 8 x 12 inch to 16 x 24 inch, unframed or in a black wooden frame.\n\nA popular anniversary, farewell and housewarming gift. Send the largest original photo you have; we check the resolution before printing.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 39900 },
      { quantity: 2, pricePaise: 69900 },
      { quantity: 5, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '8x12',
            label: '8 x 12 in (203 x 305 mm)',
            trimWidthMm: 203,
            trimHeightMm: 305,
            default: true,
          },
          {
            key: '12x18',
            label: '12 x 18 in (305 x 457 mm)',
            trimWidthMm: 305,
            trimHeightMm: 457,
            priceDeltaBp: 6000,
          },
          {
            key: '16x24',
            label: '16 x 24 in (406 x 610 mm)',
            trimWidthMm: 406,
            trimHeightMm: 610,
            priceDeltaBp: 15000,
          },
        ],
      },
      {
        key: 'paper',
        label: 'Paper',
        values: [
          { key: 'lustre', label: '260 GSM lustre photo paper', default: true },
          { key: 'matte-fine-art', label: '300 GSM matte fine art paper', priceDeltaBp: 3000 },
        ],
      },
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 15000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 203, trimHeightMm: 305, bleedMm: 2, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo, your words',
      'Lustre photo or fine art paper',
      'Up to 16 x 24 inch',
      'Resolution checked before print',
    ],
    art: { kind: 'poster', palette: ['#20232A', '#FFFFFF', '#F4B942'], sample: 'Goa, 14.02.2024' },
    templateKind: 'poster',
    keywords: ['photo poster', 'quote poster', 'photo with name', 'personalised poster'],
  },
  {
    slug: 'vinyl-record-poster',
    name: 'Vinyl Record Song Poster',
    shortDescription:
      'A personalised poster styled as a vinyl record and music player, with your song, names and photo.',
    description:
      'A music-themed wall poster showing a vinyl record with your photo on the centre label, the song title and artist, a player bar and your names or a date. A modern alternative to a plain photo frame.\n\nPrinted on 250 GSM matte art paper, or 300 GSM textured fine art paper for a gallery finish. Order unframed or in a black or white wooden frame.\n\nA popular gift for anniversaries, birthdays and couples, and for music lovers decorating a room or studio.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['poster', 'posters'],
    quantityTiers: [
      { quantity: 1, pricePaise: 54900 },
      { quantity: 2, pricePaise: 99900 },
      { quantity: 4, pricePaise: 179900 },
    ],
    options: [posterSizesA4A3A2, paper250GsmMatte300GsmFineArt, frameNoneBlackWhite],
    printSpec: { trimWidthMm: 297, trimHeightMm: 420, bleedMm: 3, safeMarginMm: 10, sides: 1 },
    productionDays: 2,
    highlights: [
      'Your photo on the record label',
      'Song, names and date',
      'A4, A3 or A2',
      'Framed option',
    ],
    art: {
      kind: 'disc-cover',
      palette: ['#111111', '#F5F0E6', '#E9C46A'],
      sample: 'Aditya & Sana',
    },
    templateKind: 'disc-cover',
    keywords: ['vinyl poster', 'song poster', 'music poster', 'spotify poster'],
  },
  {
    slug: 'music-album-covers',
    name: 'Album Cover Art Print',
    shortDescription:
      'Your photo styled as a square music album cover with a custom title and track list, printed as wall art.',
    description:
      'A square print designed like a classic album sleeve: your photo on the front, an album title such as your names or a year, and a track list of your songs or shared memories.\n\nPrinted on 250 GSM matte art paper, or 300 GSM textured fine art paper for a gallery feel, in 8, 12 or 16 inch squares. The 12 inch size matches a real LP sleeve and fits standard record frames.\n\nA great anniversary, birthday or band-member gift, and a fun way to display a milestone.\n\nProduced in 2 working days.',
    category: 'posters-wall-art',
    unit: ['print', 'prints'],
    quantityTiers: [
      { quantity: 1, pricePaise: 44900 },
      { quantity: 2, pricePaise: 79900 },
      { quantity: 4, pricePaise: 149900 },
    ],
    options: [
      {
        key: 'size',
        label: 'Size',
        values: [
          {
            key: '8x8',
            label: '8 x 8 in (203 x 203 mm)',
            trimWidthMm: 203,
            trimHeightMm: 203,
            priceDeltaBp: -2500,
          },
          {
            key: '12x12',
            label: '12 x 12 in (305 x 305 mm)',
            trimWidthMm: 305,
            trimHeightMm: 305,
            default: true,
          },
          {
            key: '16x16',
            label: '16 x 16 in (406 x 406 mm)',
            trimWidthMm: 406,
            trimHeightMm: 406,
            priceDeltaBp: 5000,
          },
        ],
      },
      paper250GsmMatte300GsmFineArt,
      {
        key: 'frame',
        label: 'Frame',
        values: [
          { key: 'none', label: 'Unframed', default: true },
          { key: 'black', label: 'Black wooden frame', priceDeltaBp: 12000 },
        ],
      },
    ],
    printSpec: { trimWidthMm: 305, trimHeightMm: 305, bleedMm: 3, safeMarginMm: 8, sides: 1 },
    productionDays: 2,
    highlights: [
      'Real LP sleeve size',
      'Custom title and track list',
      'Fine art paper option',
      'Framed option',
    ],
    art: {
      kind: 'disc-cover',
      palette: ['#E8E2D6', '#1B1B1E', '#D64933'],
      sample: 'Ishaan & Tara: Side A',
    },
    templateKind: 'disc-cover',
    keywords: ['album cover poster', 'album art', 'music poster', 'square print'],
  },
]
