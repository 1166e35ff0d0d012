### 入力された手（bot/moves/typed.py）：入力を受け付けない理由と、手の書き方。

# 可能な手の一つ：入力の仕方とその内容。
moves-form = `{ $form }`（{ $label }）
moves-not-your-move = あなたの手番ではありません。{ $waiting } を待っています。
moves-game-over = ゲームは終了しました。
moves-not-playing = あなたはこのゲームに参加していません。
moves-no-reason = 今その手は打てません。
moves-not-now = 今は `{ $command }` の手は指せません。{ $reason } 近い手：{ $closest }。
moves-verbs = 使えるもの：{ $verbs }。
moves-play-number = `{ $typed }` は今このゲームの手ではありません。ここでは番号で手を選べません。手を入力するか、候補から選んでください。{ $verbs } 近い手：{ $closest }。
moves-not-allowed = 今は `{ $typed }` はできません。{ $reason } 近い手：{ $closest }。
moves-ambiguous = `{ $typed }` は複数の手に当てはまります。どれか指定してください：{ $forms }。
moves-one-at-a-time = このゲームではこれらの手を一つずつ行います：{ $forms }。
moves-outdated-choice = その番号は古い `/choices` の一覧のものです。卓は先に進みました。もう一度 `/choices` と入力してください。
moves-no-choice = { $number } 番の手はありません。`/choices` の一覧は { $count } 手です。
