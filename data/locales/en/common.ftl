### Shared by every game and the bot.

# Money: { $sign } is "-" or nothing, { $amount } the amount without sign (a number).
common-money = { $sign }${ $amount }
