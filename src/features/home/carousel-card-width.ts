/**
 * Width of a featured card, shared by the cards and their loading skeleton so nothing moves
 * when the cards arrive. Whole fractions of the track: four whole cards on a desktop; on
 * smaller screens a deliberate peek of the next card, never a card cut mid-text.
 */
export const CARD_WIDTH = 'w-[78%] shrink-0 sm:w-[calc((100%-2rem)/2.4)] lg:w-[calc((100%-3rem)/4)]'
