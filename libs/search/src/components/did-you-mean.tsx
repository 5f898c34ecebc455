// "Bunu mu demek istediniz": the closest names the API offers when a term matched nothing as
// typed (the list then shows the near misses, or nothing); one click (or Enter) runs that name
// as the new term.
import { Anchor, Group, Text } from '@mantine/core';

/** What the live region reads out with an empty result: "Bunu mu demek istediniz: Abamectin, Abamektin?" */
export const didYouMeanText = (suggestions: readonly string[]) => (suggestions.length ? `Bunu mu demek istediniz: ${suggestions.join(', ')}?` : '');

export function DidYouMean({ suggestions, onPick }: { suggestions: readonly string[]; onPick(term: string): void }) {
  if (suggestions.length === 0) return null;
  return (
    <Group gap={8} wrap="wrap" role="group" aria-label="Bunu mu demek istediniz">
      <Text span fw={600}>
        Bunu mu demek istediniz:
      </Text>
      {suggestions.map((term) => (
        <Anchor key={term} component="button" type="button" fw={700} underline="always" onClick={() => onPick(term)} aria-label={`“${term}” ile ara`}>
          {term}
        </Anchor>
      ))}
    </Group>
  );
}
