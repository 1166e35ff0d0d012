### Qin: what the game says (converted sentence by sentence in the next step).

qin-title = Qin

## Glossary: the game's own words, for the messages to use as { -qin-... }.

-qin-pagoda = pagoda
-qin-double-pagoda = double pagoda
-qin-village = village
-qin-province = province
-qin-tile = tile
-qin-water = water
-qin-red = red
-qin-yellow = yellow
-qin-blue = blue
-qin-side-bird = Bird side
-qin-side-lion = Lion side
