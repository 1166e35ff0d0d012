### メンバーが送る内容は処理の前に測る（bot/discord/bounds.py）；サーバーの上限（bot/limits.py）。

## 受け取れない値：本人だけに答え、何も変えない。

guard-too-long = { $length } 文字あります。ここで読むのは { $limit } 文字までです。何も変わっていません。
guard-out-of-range = `{ $text }` はこのオプションが受け付ける範囲（{ $low } ～ { $high }）の外です。何も変わっていません。
guard-forged-component = このボタンやメニューは私が描いたものではないので、操作できません。何も変わっていません。`/game status` で卓を表示します。
