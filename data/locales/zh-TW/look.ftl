### What a new player meets (bot/text/table_card.py): words the cards show in the reader's language.

## An option's value on the lobby card and in its select: the word in the reader's language,
## with the word typed in `/game options` after it where they differ.

look-option-stockpile-variant = { $value ->
    [standard] 標準規則（standard）
    [two_player] 兩人變體（two_player）
   *[other] { $value }
}
look-option-stockpile-side = { $value ->
    [standard] 標準面（standard）
    [advanced] 進階面（advanced）
   *[other] { $value }
}
# the only other value is "2016" (a number key would not match the word "2016")
look-option-acquire-edition = { $value ->
    [classic] 經典版（classic）
   *[other] 2016 年版（{ $value }）
}
look-option-acquire-bonus_rounding = { $value ->
    [down] 無條件捨去（down）
    [up] 無條件進位（up）
   *[other] { $value }
}
look-option-qin-side = { $value ->
    [bird] { -qin-side-bird }（bird）
    [lion] { -qin-side-lion }（lion）
   *[other] { $value }
}
look-option-wallstreet-board = { $value ->
    [blue] 藍色面（blue）
    [yellow] 黃色面（yellow）
   *[other] { $value }
}

## A player presses *Your move* (or asks for a panel) when it is someone else's move.

look-not-your-move = 現在不是你的回合：輪到 { $players }。

## Stockpile's card: what the player to act does now (the other games' cards say it in their phase line).

look-stockpile-doing = { $phase ->
    [choose] { $player } 選擇投資客
    [supply] { $player } 將一張牌放到交易區
    [predemand] { $player } 使用投資客的能力
    [demand] { $player } 在交易區出價
    [action] { $player } 執行行動卡
    [selling] { $player } 賣出股票
   *[other] 輪到 { $player }
}
