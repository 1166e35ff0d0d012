### すべてのゲームと bot で共通。

# 金額：{ $sign } は "-" か空、{ $amount } は符号なしの数。
common-money = { $sign }${ $amount }
