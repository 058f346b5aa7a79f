export interface Note {
  id: string;
  text: string;
}

/** The page's paragraphs: notes from the roastery on brewing pour-over at home. */
export const BREWING_NOTES: Note[] = [
  {
    id: 'ratio',
    text: 'Start with a ratio of one gram of coffee to sixteen grams of water. For a single mug that is 20 g of beans and 320 g of water; weigh both, because a scoop of a light roast holds less coffee than a scoop of a dark one.',
  },
  {
    id: 'grind',
    text: 'Grind just before you brew, to about the texture of coarse sea salt. If the water runs through in under two and a half minutes, go one step finer next time; if it takes longer than four, go coarser.',
  },
  {
    id: 'water',
    text: 'Heat the water to between 92 and 96 °C. Without a thermometer, let a boiled kettle rest for thirty seconds. Water that is too hot pulls out bitterness, and water that is too cool leaves the cup thin and sour.',
  },
  {
    id: 'rinse',
    text: 'Rinse the paper filter with hot water before adding the coffee. It washes out the papery taste and warms the dripper and the mug, so the brew does not cool as it lands.',
  },
  {
    id: 'bloom',
    text: 'Pour twice the weight of the coffee in water, just enough to wet every grain, and wait forty seconds. Fresh beans puff up and bubble as they release carbon dioxide; this bloom lets the rest of the water reach the coffee evenly.',
  },
  {
    id: 'pour',
    text: 'Pour the rest in slow circles from the centre outwards, keeping the level steady and avoiding the paper at the edge. Aim to have all the water in by the two-minute mark.',
  },
  {
    id: 'taste',
    text: 'Taste before you change anything. Sharp and sour usually means the coffee was under-extracted: grind finer or use hotter water. Dry and bitter means the opposite. Change one thing at a time and keep notes.',
  },
  {
    id: 'storage',
    text: 'Keep beans in an airtight tin away from light and heat, not in the fridge, where they pick up moisture and smells. Whole beans are at their best from four days to four weeks after the roast date on the bag.',
  },
  {
    id: 'cleaning',
    text: 'Once a week, wash the dripper and the carafe with hot water and a little baking soda. Coffee oils build up as a brown film and turn rancid, and you will taste it long before you see it.',
  },
  {
    id: 'beans',
    text: 'For pour-over we suggest our lighter roasts: Kiambu from Kenya for blackcurrant and grapefruit, or Huila from Colombia for something rounder, with caramel and red apple.',
  },
];

export const MIN_PARAGRAPHS = 1;

/** How many paragraphs to show after adding (`step` > 0) or removing (`step` < 0) some. */
export function changeCount(
  count: number,
  step: number,
  min: number = MIN_PARAGRAPHS,
  max: number = BREWING_NOTES.length,
): number {
  return Math.min(max, Math.max(min, count + step));
}
