### 打字下的指令（bot/moves/typed.py）：拒絕玩家所打的內容，以及指令的寫法。

# 一個可行的指令：怎麼打，以及它做什麼。
moves-form = `{ $form }`（{ $label }）
moves-not-your-move = 現在不是你的回合；正在等待 { $waiting }。
moves-game-over = 遊戲已經結束。
moves-not-playing = 你沒有參加這場遊戲。
moves-no-reason = 現在不能這樣做。
moves-not-now = 現在不能使用 `{ $command }`。{ $reason } 最接近的：{ $closest }。
moves-verbs = 你可以用：{ $verbs }。
moves-play-number = `{ $typed }` 現在不是這個遊戲的一步：這裡不能用編號選擇步驟。請輸入這一步，或從建議中挑選。{ $verbs } 最接近的：{ $closest }。
moves-not-allowed = 現在不能 `{ $typed }`。{ $reason } 最接近的可行指令：{ $closest }。
moves-ambiguous = `{ $typed }` 可能是好幾個指令；請說明是哪一個：{ $forms }。
moves-one-at-a-time = 這個遊戲的這些動作要一次做一個：{ $forms }。
moves-outdated-choice = 這個編號來自較舊的 `/choices` 清單：牌桌已經往前進了。請再打一次 `/choices`。
moves-no-choice = 沒有第 { $number } 號指令；`/choices` 列出了 { $count } 個指令。
