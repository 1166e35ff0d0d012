### 1920ウォール街：ゲームの言葉。プレイヤー、カード、株、金額は訳し済みの引数で渡る（$player、$card、$stock、$cost ...）。
### 数は数のまま。用語は docs/i18n/glossary.md（繁体字のルールブックからの訳語）に従う。

wallstreet-title = 1920ウォール街

## 各オプションの説明（オプションと一緒に表示。名前と値はプレイヤーが入力する語）。

wallstreet-option-board = 株価ボードの面：青の面（標準）か黄の面（初心者向け、上下限が狭い）
wallstreet-option-tycoons = 大物カードのバリアント：株価が上限か下限に達するとそのカードが発動する
wallstreet-option-tycoon-sides = 各大物カードの面（報酬面か罰則面）。指定しないカードは報酬面
wallstreet-option-options = コールオプションのバリアント：$1で1枚のカードを予約する

## 用語集：ルールブックの言葉。メッセージからは { -wallstreet-... } で使う。

-wallstreet-stock-corn = トウモロコシ
-wallstreet-stock-cotton = 綿花
-wallstreet-stock-steel = 鉄鋼
-wallstreet-stock-oil = 石油
-wallstreet-stock-card = 株カード
-wallstreet-market-card = 市場カード
-wallstreet-capital-card = 資本カード
-wallstreet-loan-card = 借金カード
-wallstreet-explosion = 爆発カード
-wallstreet-trend = トレンドカード
-wallstreet-golden = 黄金株カード

## 金額：ドル表記（$5）。

wallstreet-money = { $sign }${ $amount }

## 株、捨て札の山、カード：文に渡す名前。

wallstreet-stock-corn = { -wallstreet-stock-corn }
wallstreet-stock-cotton = { -wallstreet-stock-cotton }
wallstreet-stock-steel = { -wallstreet-stock-steel }
wallstreet-stock-oil = { -wallstreet-stock-oil }
wallstreet-stockword-corn = { -wallstreet-stock-corn }
wallstreet-stockword-cotton = { -wallstreet-stock-cotton }
wallstreet-stockword-steel = { -wallstreet-stock-steel }
wallstreet-stockword-oil = { -wallstreet-stock-oil }
wallstreet-pile-left = 左
wallstreet-pile-middle = 中央
wallstreet-pile-right = 右
wallstreet-side-reward = 報酬面
wallstreet-side-penalty = 罰則面
wallstreet-move-up = { $stock } +{ $steps }
wallstreet-move-down = { $stock } -{ $steps }
wallstreet-card-golden = { -wallstreet-golden }
wallstreet-card-dual = { $first }/{ $second }
wallstreet-card-explosion = { -wallstreet-explosion }
wallstreet-card-stock = { $stock }
wallstreet-card-double = { $stock }×2
wallstreet-card-moves = { $card }（{ $moves }）
wallstreet-card-market-move = 株価変動（{ $moves }）
wallstreet-card-market-boom = 思わぬ好材料
wallstreet-card-market-bust = 思わぬ悪材料
wallstreet-card-market-rise = 上昇の波
wallstreet-card-market-fall = 下落の波
wallstreet-card-market-mixed = 混合の波
wallstreet-card-market-crash = 株式市場の大暴落
wallstreet-card-market-exchange = 株式交換
wallstreet-share-double = { $stock }×2
wallstreet-times = { $what }×{ $count }
wallstreet-with-points = { $card }（{ $points }点）
wallstreet-none = なし
wallstreet-nothing = なし
wallstreet-spot-trend = { -wallstreet-trend }
wallstreet-spot-empty = { $spot }番の空きマス
wallstreet-spot-card = { $card }（{ $spot }番）
wallstreet-spot-cards = { $first }＋{ $second }（{ $spot }番）
wallstreet-spot-number = { $spot }番
wallstreet-player-card = { $player }：{ $card }
wallstreet-player-score = { $player } { $score }点
wallstreet-pile-dynamite = { $pile } { $dynamite }個
# 文を続けて（秘密の情報）、名前を並べて、選択肢を続けて（断るとき）。
wallstreet-sentences = { $first }{ $rest }
wallstreet-comma = { $first }、{ $rest }
wallstreet-then = { $first }／{ $rest }

## 捨て札ボードの3つのイベント欄（盤面とゲーム終了時）。

wallstreet-pile-event-left = 黄金株は株として数えず、1枚につき現金{ $cash }
wallstreet-pile-event-middle = 各株の保有数が1枚ずつ減る
wallstreet-pile-event-right = すべての株価が半分（切り上げ）
wallstreet-fires-left = 黄金株カードはどの株としても数えず、1枚につき銀行から現金{ $cash }を受け取る
wallstreet-fires-middle = 全員、各株の保有数を1枚ずつ減らして数える
wallstreet-fires-right = すべての株価が半分になる

## 大物カード（バリアント）：各面の効果。

wallstreet-tycoon-a-reward = ゲーム終了時に{ $points }点を得る。
wallstreet-tycoon-a-penalty = このカードを他のプレイヤー1人に渡す：そのプレイヤーはゲーム終了時に{ $points }点を失う。
wallstreet-tycoon-b-reward = トレンドカードの上の現金をすべて取る。
wallstreet-tycoon-b-penalty = 他のプレイヤー全員が銀行に{ $fine }を支払う。
wallstreet-tycoon-c-reward = 銀行に{ $cost }を払って借金を1つ返せる（$10の面を$5の面に戻すか、$5のカードを返す）。
wallstreet-tycoon-c-penalty = 資本が6・7・8の他のプレイヤー全員は、資本を1下げる。
wallstreet-tycoon-d-reward = どれかの捨て札の山の一番上のカードを1枚取る（株価は動かない）。
wallstreet-tycoon-d-penalty = 他のプレイヤー全員が、自分の株カードか市場カードを1枚ゲームから取り除く。

## 起きたこと（イベント）。

wallstreet-start-chosen = { $player }がスタートプレイヤーです（卓で指定）。最初にコマを置きます。
wallstreet-start-drawn = { $player }がスタートプレイヤーです（抽選）。最初にコマを置きます。
wallstreet-explosion-on-top = 山札の一番上に爆発カードが出ました：{ $player }がそれをいずれかの捨て札の山に置きます。
wallstreet-explodes = ウォール街が爆発しました。捨て札の山のダイナマイト：{ $piles }。{ $pile }のイベントが発生：{ $event }。
wallstreet-explodes-tie = ウォール街が爆発しました。捨て札の山のダイナマイト：{ $piles }。同数のため、イベントは発生しません。
wallstreet-holdings = { $player }の公開：株：{ $shares }／市場カード：{ $market }／資本カードの裏：{ $back }、{ $points }点。
wallstreet-final-scores = 最終得点：{ $scores }。
wallstreet-winners = 勝者：{ $players }。
wallstreet-loan = { $player }が{ $amount }の借金をしました（借金{ $loans }回：ゲーム終了時に-{ $penalty }点）。
wallstreet-place = { $player }がコマを{ $spot }に置きました。
wallstreet-flip-clockwise = { $player }がトレンドカードに{ $cost }を置いて裏返しました：市場は時計回りに動きます。
wallstreet-flip-counter-clockwise = { $player }がトレンドカードに{ $cost }を置いて裏返しました：市場は反時計回りに動きます。
wallstreet-option = { $player }が{ $spot }の下にコールオプションを置きました。
wallstreet-option-back = { $player }のコールオプションが本人に戻りました。
wallstreet-buy-trend = { $player }が{ $steps }歩進んでトレンドカードに止まりました。移動費{ $cost }：資本から{ $capital }、現金で{ $bank }。何も買いません。
wallstreet-buy-trend-cash = { $player }が{ $steps }歩進んでトレンドカードに止まり、そこにあった{ $found }を取りました。移動費{ $cost }：資本から{ $capital }、現金で{ $bank }。何も買いません。
wallstreet-buy = { $player }が{ $steps }歩進んで{ $cards }を買いました：計{ $total }（移動{ $cost }＋カード{ $count }枚{ $price }{ $optioned ->
        [0] {""}
       *[other] 、コールオプション料{ $option_fee }を含む
    }）、資本から{ $capital }、現金で{ $bank }{ $fees ->
        [0] {""}
       *[other] 。そこにコマのある{ $paid }に{ $pawn_fee }ずつ支払います
    }。
wallstreet-refill = 山札から{ $card }が出て空きを埋めました。
wallstreet-discard = { $player }が{ $card }を{ $pile }の捨て札の山に捨てました。
wallstreet-last-round = 最終ラウンドです：スタートプレイヤーの右隣のプレイヤーの手番が終わるとゲーム終了です。
wallstreet-sell = { $player }が{ $card }を{ $value }で売りました：その株は{ $spot }番に表向きで置かれます。
wallstreet-sell-beside = { $player }が{ $card }を{ $value }で売りました：その株は{ $spot }番に表向きで置かれ、山札から出た{ $beside }と並びます（そこには今2枚あります）。
wallstreet-raise = { $player }が{ $cost }を払い、資本を{ $capital }に増やしました。
wallstreet-keep = { $player }が{ $card }を残しました。
wallstreet-keep-market = { $player }が{ $card }を残しました（ゲーム終了時に{ $points }点）。
wallstreet-crash = 株式市場の大暴落！全員が{ $cost }ずつ支払います。
wallstreet-no-exchange = { $player }には交換に出せる株がありません。
wallstreet-price = { $stock }の株価が{ $price }になりました。
wallstreet-price-limit = { $stock }の株価は{ $price }のままです（上限または下限）。
wallstreet-offer = { $player }が{ $card }を（{ $stock }として）交換に出しました。
wallstreet-cannot-answer = { $player }は出せるカードがないので、株をすべて公開します：{ $shares }。
wallstreet-nobody-answers = 誰も応じられません：交換はありません。
wallstreet-answer-you = あなたは{ $card }を伏せて出しました。
wallstreet-answered = { $player }が伏せてカードを出しました。
wallstreet-answers = 出されたカードが公開されました：{ $answers }。
wallstreet-take = { $player }が{ $given }と引き換えに{ $other }の{ $card }を取りました。
wallstreet-tycoon = { $stock }が上限または下限に達しました：{ $player }に大物カード{ $card }（{ $side }）：{ $does }
wallstreet-trend-cash = { $player }がトレンドカードから{ $amount }を取りました。
wallstreet-capital-falls = { $player }の資本が{ $capital }に下がりました。
wallstreet-give = { $player }が大物カードAを{ $other }に渡しました：ゲーム終了時に-{ $points }点。
wallstreet-repay = { $player }が{ $cost }を払って借金を1つ返しました（残り{ $loans }）。
wallstreet-decline = { $player }は借金を返しません。
wallstreet-claim = { $player }が{ $pile }の捨て札の山から{ $card }を取りました（効果なし）。
wallstreet-remove-you = あなたは{ $card }を取り除きます。
wallstreet-removing = { $player }が取り除くカードを選びました。
wallstreet-removed = ゲームから取り除かれたカード：{ $cards }。

## お断り。

wallstreet-nothing-to-do = 今あなたがすることはありません。
wallstreet-refusal = すみません、{ $why }。できること：{ $choices }。
wallstreet-refusal-more = すみません、{ $why }。できること：{ $choices }（ほか{ $more }件）。
wallstreet-why-not-now = その手は今はできません
wallstreet-why-place = コマは円形のカード列のマス（0〜{ $last }）に置いてください
wallstreet-why-buy = 買うときはコマをトレンドの向きに{ $least }〜{ $most }歩進めます（{ $circle }歩で一周して元のカードに戻ります）
wallstreet-why-no-share = 売れる株がありません
wallstreet-why-sell-trend = コマがトレンドカードの上にあるときは売れません
wallstreet-why-sell-two = カードが2枚あるマスでは売れません
wallstreet-why-raise = 資本はすでに上限の{ $most }です
wallstreet-why-flip = トレンドカードを裏返せるのは1手番に1回だけです

## ラベル（ボタン、入力補完、履歴）。{ $loan } が1なら支払いに借金が要る。

wallstreet-label-buy-nothing = { $steps }歩進んで{ $spot }を買う
wallstreet-label-buy-trend = { $steps }歩進んでトレンドカードへ（費用{ $cost }、{ $paid ->
        [0] 資本でまかなえる
       *[other] 現金{ $cash }
    }）{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-buy = { $steps }歩進んで{ $spot }を買う：{ $total }、{ $paid ->
        [0] 資本でまかなえる
       *[other] 現金{ $cash }
    }{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-buy-spot = { $steps }歩進んで{ $spot }番のカード{ $count }枚を買う：{ $total }、{ $paid ->
        [0] 資本でまかなえる
       *[other] 現金{ $cash }
    }{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-sell = { $card }を{ $value }で売る（{ $cost }のカード{ $dynamite ->
        [0] {""}
       *[other] 、ダイナマイト{ $dynamite }個
    }）
wallstreet-label-raise = { $cost }で資本を{ $capital }に増やす{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-flip = トレンドカードを裏返す（{ $cost }）{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-option = { $spot }にコールオプションを置く（{ $cost }）{ $loan ->
        [0] {""}
       *[other] （借金あり）
    }
wallstreet-label-place = コマを{ $spot }に置く
wallstreet-label-explosion = 爆発カードを{ $pile }の捨て札の山に置く
wallstreet-label-discard = { $card }を{ $pile }の捨て札の山に捨てる
wallstreet-label-discard-card = カードを{ $pile }の捨て札の山に捨てる
wallstreet-label-keep = { $card }を残す
wallstreet-label-keep-card = 残す
wallstreet-label-offer = { $card }を{ $stock }として出す
wallstreet-label-answer = { $card }を伏せて出す
wallstreet-label-take = { $player }のカードを取る
wallstreet-label-give = 大物カードAを{ $player }に渡す
wallstreet-label-repay = { $cost }を払って借金を1つ返す
wallstreet-label-decline = 借金を返さない
wallstreet-label-claim = { $card }を取る（{ $pile }の捨て札の山の一番上）、効果なし
wallstreet-label-claim-top = { $pile }の捨て札の山の一番上のカードを取る、効果なし
wallstreet-label-remove = { $card }をゲームから取り除く
wallstreet-label-end = 手番を終える

## あなただけが知ること（DM、/game hand）。

wallstreet-secret-over = ゲームは終了しました：全員のカードは最終得点で公開されています。
wallstreet-secret-shares = あなたの株：{ $shares }。
wallstreet-secret-market = 市場カード：{ $cards }。
wallstreet-secret-capital = 資本カード：隠し株は{ $stock }、{ $points }点。
wallstreet-secret-answer = 伏せて出したカード：{ $card }。
wallstreet-secret-choice = 伏せて選んだカード：{ $card }。
wallstreet-secret-estimate = 今ゲームが終わった場合のあなたの得点：{ $total }。

## 画像（render/wallstreet.py）：カードの面、盤面、自分の手札。

wallstreet-pic-money = { $amount }
wallstreet-pic-head-corn = { -wallstreet-stock-corn }
wallstreet-pic-head-cotton = { -wallstreet-stock-cotton }
wallstreet-pic-head-steel = { -wallstreet-stock-steel }
wallstreet-pic-head-oil = { -wallstreet-stock-oil }
wallstreet-pic-head-double = { $stock } ×2
wallstreet-pic-head-dual = { $first }/{ $second }
wallstreet-pic-abbr-corn = トウモロコシ
wallstreet-pic-abbr-cotton = 綿花
wallstreet-pic-abbr-steel = 鉄鋼
wallstreet-pic-abbr-oil = 石油
wallstreet-pic-head-golden = 黄金株
wallstreet-pic-head-market = 市場
wallstreet-pic-head-explosion = 爆発！
# カードの面の株価変動。本物のマイナス記号（−）で。
wallstreet-pic-up = { $stock } +{ $steps }
wallstreet-pic-down = { $stock } −{ $steps }
wallstreet-pic-mixed-top = 混合の
wallstreet-pic-mixed-bottom = 波
wallstreet-pic-share = 株
wallstreet-pic-share-double = 株 ×2
wallstreet-pic-start-share = 初期株
wallstreet-pic-any-stock = どの株にも
wallstreet-pic-points = { $points }点
wallstreet-pic-trend = トレンド
wallstreet-pic-trend-cash = { $cash }あり
wallstreet-pic-clockwise = 時計回り
wallstreet-pic-counter-clockwise = 反時計回り
wallstreet-pic-deck = 山札 { $count }
wallstreet-pic-empty = 空き
# カードの下のコールオプションの印（短く）。
wallstreet-pic-option = オプ
wallstreet-pic-prices = 株価（{ $board }）  ·  最低保有数
wallstreet-pic-board-blue = 青の面
wallstreet-pic-board-yellow = 黄の面
wallstreet-pic-tycoons = 大物カード
wallstreet-pic-tycoon = { $card } { $side }
wallstreet-pic-tycoon-used = { $card } { $side } · 使用済み
wallstreet-pic-piles = 捨て札の山（一番上のカード。イベントはゲーム終了時に発生）
wallstreet-pic-pile = { $pile }（{ $count }）
wallstreet-pic-event-left = 黄金株 = 現金{ $cash }
wallstreet-pic-event-middle = 保有数 -1
wallstreet-pic-event-right = 株価半分
wallstreet-pic-dynamite = ダイナマイト
wallstreet-pic-over = ゲーム終了。イベント：{ $event }。勝者：{ $winners }
wallstreet-pic-fires = { $pile }のイベントが発生
wallstreet-pic-tied = なし（ダイナマイト同数）
wallstreet-pic-prompt = { $who }：{ $what }
wallstreet-pic-prompt-last = { $who }：{ $what }  ·  最終ラウンド
wallstreet-pic-do-place = コマを置く
wallstreet-pic-do-explode = 爆発カードを捨て札の山に置く
wallstreet-pic-do-act = 株を買う、売る、または資本を増やす
wallstreet-pic-do-end = トレンドカードを裏返すか手番を終える
wallstreet-pic-do-keep = { $card }を残すか捨てる
wallstreet-pic-do-pile = { $card }を捨てる
wallstreet-pic-do-raise = 上げる株を選ぶ
wallstreet-pic-do-lower = 下げる株を選ぶ
wallstreet-pic-do-offer = 交換に出す株を選ぶ
wallstreet-pic-do-answer = 交換に伏せて応じる
wallstreet-pic-do-answer-for = { $card }（{ $stock }として）に伏せて応じる：{ $stock }と黄金株以外の株で
wallstreet-pic-do-pick = 交換するカードを選ぶ：{ $answers }
wallstreet-pic-do-give = 大物カードAを他のプレイヤーに渡す
wallstreet-pic-do-repay = 借金を1つ返せる
wallstreet-pic-do-claim = 捨て札の山の一番上を取る
wallstreet-pic-do-remove = ゲームから取り除くカードを選ぶ
wallstreet-pic-col-player = プレイヤー
wallstreet-pic-col-cash = 現金
wallstreet-pic-col-capital = 資本
wallstreet-pic-col-loans = 借金
wallstreet-pic-col-shares = 株
wallstreet-pic-col-market = 市場
wallstreet-pic-col-tycoon = 大物
wallstreet-pic-col-spot = 位置
wallstreet-pic-col-score = 得点
wallstreet-pic-col-total = 合計
wallstreet-pic-col-points = 点
wallstreet-pic-final = 最終得点 · ダイナマイト { $dynamite } · イベント：{ $event }
wallstreet-pic-over-short = ゲーム終了
wallstreet-pic-turn = 手番：{ $player }
wallstreet-pic-setup = 準備中
wallstreet-pic-hand = あなたの手札 — { $player }
wallstreet-pic-private = 非公開
wallstreet-pic-shares = 株（{ $count }）
wallstreet-pic-market = 市場カード（{ $count }）
wallstreet-pic-capital-card = 資本カード（隠し株の面）
wallstreet-pic-hidden-score = 隠し得点：{ $points }
wallstreet-pic-purse = 資本 { $capital } · 現金 { $cash } · 借金 { $loans }
wallstreet-pic-face-down = 伏せたカード：{ $card }
wallstreet-pic-estimate = 今ゲームが終わったら（捨て札の山のイベントなし）
wallstreet-pic-total = 合計 { $total }
wallstreet-pic-count = { $stock } { $count }
wallstreet-pic-est-market = 市場カード + 隠し得点
wallstreet-pic-est-shares = 株（{ $counts }）
wallstreet-pic-est-cash = 現金
wallstreet-pic-est-loans = 借金
wallstreet-pic-est-tycoon = 大物カードA

## The table card's facts (games/wallstreet/card.py).

wallstreet-facts-turn = { $kind ->
    [act] { $player }の番：移動して買う・売る・資本を増やす
    [place] { $player }がコマを置きます
    [end] { $player }の番：トレンドカードを裏返すか手番を終える
    [explode] { $player }の番：爆発カードを捨て札の山に置く
    [claim] { $player }の番：捨て札の山の一番上を取る
    [keep] { $player }がカードを残すか捨てます
    [pile] { $player }がカードを山に捨てます
    [offer] { $player }が株式交換に株を1枚出します
    [answer] 全員が伏せて株を出します
    [pick] { $player }が株式交換から株を1枚選びます
    [repay] { $player }が借金を返します
    [give] { $player }が株を1枚渡します
    [remove] { $player }がカードを1枚取り除きます
    [boost] { $player }が株価を動かします
    [tycoon] { $player }が大物カードを使います
    [over] ゲーム終了
   *[other] { $player }が決めます
}
wallstreet-facts-prices = 株価：{ $prices }
wallstreet-facts-trend = トレンドカードは{ $spot }番の位置、{ $direction ->
    [clockwise] 時計回り
   *[other] 反時計回り
}、{ $cash }付き
wallstreet-facts-rondel = 円形のカード列：{ $spots }
wallstreet-facts-spot = { $number } { $what }
wallstreet-facts-card = { $card }（{ $cost }）
wallstreet-facts-trend-here = トレンドカード
wallstreet-facts-pawns = { $what }［{ $players }］
wallstreet-facts-seat = { $player }：現金 { $cash } · 資本 { $capital } · 借金{ $loans }枚 · 株{ $shares }枚 · 市場カード{ $market }枚
wallstreet-facts-final = { $player }：{ $total } = 株 { $shares } + 市場カード { $market } + 現金 { $cash } + 借金 { $loans } + 大物 { $tycoon }
wallstreet-facts-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}、{ $points }点
wallstreet-facts-held = 株 { $shares }；市場カード { $market }；資本カードの裏 { $capital }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

wallstreet-option-value-board = { $value ->
    [blue] 青の面（blue）
    [yellow] 黄の面（yellow）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/wallstreet/ai.py advise)
wallstreet-hint-buy = { $steps }歩進んでそこのカードを買うと約{ $points }点の価値があり、あなたの行動の中で最も高いです。
wallstreet-hint-sell = いまこの株を売ると約{ $points }点の価値があり、あなたの行動の中で最も高いです。
wallstreet-hint-raise = 残り約{ $turns }手番あるので、資本を1増やすと元が取れます。
wallstreet-hint-flip = 最もよい購入は逆方向にあります。{ -wallstreet-trend }を裏返す価値があります。
wallstreet-hint-end = この手番にこれ以上する価値のあることはありません。
wallstreet-hint-keep = 持っておくと約{ $points }点の価値があります。
wallstreet-hint-discard = このカードは役に立ちません。{ $pile }の捨て札の山なら影響が最も小さいです。
wallstreet-hint-discard-dynamite = ダイナマイトは{ $pile }の捨て札の山へ。そのイベントは他の人と比べてあなたへの打撃が最も小さいです。
wallstreet-hint-place = この場所のすぐ先のカードは、あなたにとって約{ $points }点の価値があります。
wallstreet-hint-boom = { $stock }を1上げると、あなたの株の価値が最も上がります。
wallstreet-hint-bust = { $stock }を1下げても、あなたの損が最も小さいです。
wallstreet-hint-part = この株を手放すのが最も痛くありません（約{ $points }点）。
wallstreet-hint-better = 次によい行動より約{ $points }点多くの価値があります。

## ほかに何も伝えない手の、履歴と卓カードの記録での言い方（bot/text/told.py）
wallstreet-told-end = { $player }が手番を終えました。
