### What a new player meets (bot/text/table_card.py): words the cards show in the reader's language.

## A player presses *Your move* (or asks for a panel) when it is someone else's move.

look-not-your-move = 今はあなたの手番ではありません。{ $players } の番です。
