### Futures!：ゲームの言葉（次の段階で一文ずつ移します）。

futures-title = Futures!
