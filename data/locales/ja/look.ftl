### What a new player meets (bot/text/table_card.py): words the cards show in the reader's language.

## An option's value on the lobby card and in its select: the word in the reader's language,
## with the word typed in `/game options` after it where they differ.

look-option-stockpile-variant = { $value ->
    [standard] 標準ルール（standard）
    [two_player] 2人用バリアント（two_player）
   *[other] { $value }
}
look-option-stockpile-side = { $value ->
    [standard] 標準の面（standard）
    [advanced] 上級の面（advanced）
   *[other] { $value }
}
# the only other value is "2016" (a number key would not match the word "2016")
look-option-acquire-edition = { $value ->
    [classic] 旧版（classic）
   *[other] 2016年版（{ $value }）
}
look-option-acquire-bonus_rounding = { $value ->
    [down] 切り捨て（down）
    [up] 切り上げ（up）
   *[other] { $value }
}
look-option-qin-side = { $value ->
    [bird] { -qin-side-bird }（bird）
    [lion] { -qin-side-lion }（lion）
   *[other] { $value }
}
look-option-wallstreet-board = { $value ->
    [blue] 青の面（blue）
    [yellow] 黄の面（yellow）
   *[other] { $value }
}

## A player presses *Your move* (or asks for a panel) when it is someone else's move.

look-not-your-move = 今はあなたの手番ではありません。{ $players } の番です。

## Stockpile's card: what the player to act does now (the other games' cards say it in their phase line).

look-stockpile-doing = { $phase ->
    [choose] { $player }が投資家を選びます
    [supply] { $player }が取引エリアにカードを置きます
    [predemand] { $player }が投資家の能力を使います
    [demand] { $player }が取引エリアに入札します
    [action] { $player }がアクションカードを使います
    [selling] { $player }が株を売ります
   *[other] { $player }の番です
}
