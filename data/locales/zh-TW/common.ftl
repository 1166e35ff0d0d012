### 所有遊戲與 bot 共用。

# 金額：{ $sign } 為 "-" 或空白，{ $amount } 為不含正負號的數字。
common-money = { $sign }${ $amount }
